// Placeholder until the footer is built.
export function Footer() {
  return <footer>© 2024</footer>;
}
