/** `input-copy` (`u-input-copy`, `copy-code-input`): a command shown as code with a copy button. */
import { componentText } from '@site/contracts';
import { CopyButton } from '../prose/CopyButton.tsx';
import type { ProseComponentProps } from '../prose/types.ts';

export function InputCopy({ tag, props, nodes }: ProseComponentProps) {
  // The command shown and copied, as the build reads it (its `value`, else what is written inside).
  const value = componentText(tag, props, nodes);
  if (!value) return null;
  return (
    <span className="input-copy">
      <code>{value}</code>
      <CopyButton code={value} shown={value} />
    </span>
  );
}
