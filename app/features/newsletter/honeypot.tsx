/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab
 * order) and bots tend to fill: the server gives a filled one the usual answer, and stores nothing.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
