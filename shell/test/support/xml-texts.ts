/** Text of every element with this tag name in an XML document (no regexes over markup). */
export function xmlTexts(xml: string, tag: string): string[] {
  const out: string[] = [];
  for (let at = xml.indexOf(`<${tag}`); at !== -1; at = xml.indexOf(`<${tag}`, at + 1)) {
    const open = xml.indexOf('>', at);
    const close = xml.indexOf(`</${tag}>`, open);
    if (open !== -1 && close !== -1 && (xml[at + tag.length + 1] === '>' || xml[at + tag.length + 1] === ' '))
      out.push(xml.slice(open + 1, close));
  }
  return out;
}
