/** The generic fallback ("Unexpected Application Error!"), shown in the place of an island that crashed. */
export function ErrorFallback() {
  return (
    <div className="error-fallback" role="alert">
      <h2>Unexpected Application Error!</h2>
      <p>This part of the page stopped working. The rest of the page still works; reloading may help.</p>
    </div>
  );
}
