/**
 * The one XML escaper, for writers that build XML as text: safe in element content and in
 * attribute values quoted with `"`, and free of the control characters XML 1.0 forbids (a cell
 * or a run can hold them; an XML parser refuses the part that does).
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, (c) => ESCAPES[c] ?? '');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
