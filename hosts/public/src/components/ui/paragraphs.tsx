/** Stored text keeps its blank-line paragraphs; render them as paragraphs, never as HTML. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text
        .split(/\n\s*\n/)
        .filter((part) => part.trim())
        .map((part, index) => (
          <p key={index}>{part.trim()}</p>
        ))}
    </div>
  );
}
