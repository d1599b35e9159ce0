import type { MarkedPart } from '@/features/catalog/search';

/** `text` with its matched parts in <mark>, bold rather than highlighted (the list's colours keep their contrast). */
export function MarkedText({ text, parts }: { text: string; parts: readonly MarkedPart[] }) {
  if (parts.length === 0) return text;
  const pieces = [];
  let at = 0;
  for (const { start, end } of parts) {
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      <mark key={start} className="bg-transparent font-bold text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) pieces.push(text.slice(at));
  return <>{pieces}</>;
}
