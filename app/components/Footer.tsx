import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Footer">
        <Link to="/contact">Contact</Link>
        <Link to="/about">About</Link>
        <Link to="/help">Help</Link>
        <Link to="/privacy">Privacy</Link>
      </nav>
      <p>© {new Date().getFullYear()} Sopan · सोपान</p>
    </footer>
  );
}
