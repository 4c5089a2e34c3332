import { markdownOf } from './markdown';
import type { RichText, RichTextNode } from './rich-text';

// A novel's manuscript (issue 12): its chapters in order, each with its title and text. The Markdown
// form is built here (the server and the browser's test repository alike); the Word form on the server.

export type Manuscript = { title: string; chapters: { title: string; text: RichText | null }[] };

export type ManuscriptFormat = 'md' | 'docx';

/**
 * A novel's manuscript for reading in the app (`GET /novels/:id/manuscript`): every chapter in order,
 * with its word count (counted from its text, or typed in before it had any) and its text, `null` for
 * a chapter never written in. `wordCount` is the chapters' sum.
 */
export type ManuscriptView = {
  novelId: string;
  title: string;
  wordCount: number;
  chapters: { id: string; title: string; wordCount: number; text: RichText | null }[];
};

/** A file name for the novel: its title's letters and digits, dashes between words. */
export function manuscriptFileName(title: string, extension: ManuscriptFormat): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${slug || 'manuscript'}.${extension}`;
}

/** The chapter's own headings sit under its title: each moves down two levels. */
function demoteHeadings(nodes: RichTextNode[]): { type: 'doc'; content: RichTextNode[] } {
  return {
    type: 'doc',
    content: nodes.map((node) =>
      node.type === 'heading'
        ? { ...node, attrs: { level: Math.min(6, Number(node.attrs?.level ?? 1) + 2) } }
        : node,
    ),
  };
}

/** The manuscript as Markdown: the title, then each chapter's title and text (a chapter never written in: its title). */
export function manuscriptMarkdown(manuscript: Manuscript): string {
  const parts = [`# ${manuscript.title}`];
  for (const chapter of manuscript.chapters) {
    parts.push(`## ${chapter.title}`);
    if (chapter.text !== null) parts.push(markdownOf(demoteHeadings(chapter.text.doc.content)));
  }
  return `${parts.filter((part) => part !== '').join('\n\n')}\n`;
}
