import { css } from "styled-system/css";

// The screens arrive in later work; this page proves build, serve and the browser pipeline.
export function App() {
  return (
    <main className={css({ minH: "100vh", display: "grid", placeItems: "center", bg: "bg.canvas", color: "fg.default" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>Exhibitor Portal</h1>
    </main>
  );
}
