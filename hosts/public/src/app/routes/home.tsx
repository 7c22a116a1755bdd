// Placeholder until the home screen is built.
export default function Placeholder() {
  return <p className="p-6">home</p>;
}
