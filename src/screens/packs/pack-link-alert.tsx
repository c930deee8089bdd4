/** What became of a link to a pack or to one of its combats, said over the page. */
export function PackLinkAlert({ children }: { readonly children: string }) {
  return (
    <p
      role="alert"
      className="rounded-md border-2 border-amber-700 bg-amber-50 p-2 text-amber-950"
      data-testid="pack-link"
    >
      {children}
    </p>
  );
}
