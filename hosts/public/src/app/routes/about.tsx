// Placeholder until the about screen is built.
export default function Placeholder() {
  return <p className="p-6">about</p>;
}
