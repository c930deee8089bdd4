export function packGuideFiles(): { readonly fileName: string; readonly source: string }[];
