/** `input-copy` (`u-input-copy`, `copy-code-input`): a command shown as code with a copy button. */
import { CopyButton } from '../prose/CopyButton.tsx';
import { str, textContent } from '../prose/nodes.ts';
import type { ProseComponentProps } from '../prose/types.ts';

export function InputCopy({ props, nodes }: ProseComponentProps) {
  const value = str(props.value) ?? str(props.source) ?? str(props.code) ?? textContent(nodes).trim();
  if (!value) return null;
  return (
    <span className="input-copy">
      <code>{value}</code>
      <CopyButton code={value} shown={value} />
    </span>
  );
}
