/** The page's title and description; React 19 hoists them into <head>, also when pre-rendering. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
