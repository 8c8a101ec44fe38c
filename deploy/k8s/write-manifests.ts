/**
 * `node --import tsx deploy/k8s/write-manifests.ts`: writes deploy/k8s/base and
 * deploy/k8s/overlays/{dev,prod} from manifests.ts (kustomize layout:
 * `kubectl apply -k deploy/k8s/overlays/prod`). deploy/test/k8s.test.ts fails when the files
 * on disk are not what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { k8sFiles } from './kustomize.ts';
import { isMainModule } from '@site/contracts/server';

const here = path.dirname(fileURLToPath(import.meta.url));
if (isMainModule(import.meta.url)) {
  for (const dir of ['base', 'overlays']) fs.rmSync(path.join(here, dir), { recursive: true, force: true });
  for (const [file, text] of Object.entries(k8sFiles())) {
    fs.mkdirSync(path.dirname(path.join(here, file)), { recursive: true });
    fs.writeFileSync(path.join(here, file), text);
  }
  console.log(`wrote ${Object.keys(k8sFiles()).length} files under deploy/k8s`);
}
