// Placeholder until the category screen is built.
export default function Placeholder() {
  return <p className="p-6">category</p>;
}
