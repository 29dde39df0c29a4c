/** Skeleton of the lead; its helper replaces it (issue 18). */
export function CustomerInvoicingPage() {
  return null;
}
