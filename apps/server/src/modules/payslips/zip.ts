import JSZip from 'jszip';

/**
 * A zip of named files. PDFs and spreadsheets are compressed already, so they are stored as they
 * are; text (the PLAME files) is deflated.
 */
export const zipFiles = async (
  files: readonly { name: string; content: Buffer | string }[],
): Promise<Buffer> => {
  const zip = new JSZip();
  for (const f of files)
    zip.file(f.name, f.content, {
      compression: typeof f.content === 'string' ? 'DEFLATE' : 'STORE',
      date: new Date(Date.UTC(2000, 0, 1)),
    });
  return zip.generateAsync({ type: 'nodebuffer' });
};

export const ZIP_MIME = 'application/zip';
