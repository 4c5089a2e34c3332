import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import type { Manuscript, ManuscriptView } from '../../common/text/manuscript';
import { mentionText } from '../../common/text/plain-text';
import type { RichText, RichTextNode } from '../../common/text/rich-text';
import { workspaceErrors } from '../../common/workspace/errors';
import type { WorkspaceStore } from '../db/workspace-store';
import { novelTable } from '../db/workspace-tables';

// A novel's manuscript (issue 12): its chapters in order, each with its title and text, as Markdown or as
// a Word document (docx). A chapter never written in appears with its title only.

/** The novel's chapters in order with their texts, read in two queries however long the novel. */
export async function readManuscript(store: WorkspaceStore, novelId: string): Promise<ManuscriptView> {
  const novel = await store.find(novelTable, novelId);
  if (novel === undefined) throw workspaceErrors.notFound('Novel');
  const chapters = await store.parts().listParts(novelId, 'novels/chapters');
  const rows = await store.db
    .selectFrom('chapter_texts')
    .select(['chapter_id', 'doc'])
    .where('user_id', '=', store.userId)
    .where('novel_id', '=', novelId)
    .execute();
  const texts = new Map(rows.map((row) => [row.chapter_id, JSON.parse(row.doc) as RichText]));
  const listed = chapters.map((chapter) => ({
    id: chapter.id,
    title: String(chapter.data.title ?? ''),
    wordCount: Number(chapter.data.wordCount ?? 0),
    text: texts.get(chapter.id) ?? null,
  }));
  return {
    novelId,
    title: novel.title,
    wordCount: listed.reduce((sum, chapter) => sum + chapter.wordCount, 0),
    chapters: listed,
  };
}

/** An attachment header for the file name, with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function runs(nodes: readonly RichTextNode[] | undefined, italic = false): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') {
      children.push(new TextRun({ text: '', break: 1 }));
      continue;
    }
    if (node.type === 'mention') {
      children.push(new TextRun({ text: mentionText(node), italics: italic }));
      continue;
    }
    if (node.type !== 'text') continue;
    const marks = new Set((node.marks ?? []).map((mark) => mark.type));
    const run = new TextRun({
      text: node.text ?? '',
      bold: marks.has('bold'),
      italics: italic || marks.has('italic'),
      strike: marks.has('strike'),
      ...(marks.has('code') ? { font: 'Courier New' } : {}),
      ...(marks.has('link') ? { style: 'Hyperlink' } : {}),
    });
    const link = node.marks?.find((mark) => mark.type === 'link');
    children.push(
      link?.type === 'link' ? new ExternalHyperlink({ link: link.attrs.href, children: [run] }) : run,
    );
  }
  return children;
}

let instances = 0;
const nextInstance = () => {
  instances += 1;
  return instances;
};

const HEADINGS = [HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4] as const;

function paragraphs(
  nodes: readonly RichTextNode[] | undefined,
  context: { quote?: boolean; list?: { kind: 'bullet' | 'number'; level: number; instance: number } } = {},
): Paragraph[] {
  const out: Paragraph[] = [];
  for (const node of nodes ?? []) {
    switch (node.type) {
      case 'paragraph':
        out.push(
          new Paragraph({
            children: runs(node.content, context.quote === true),
            ...(context.quote ? { indent: { left: 720 } } : {}),
            ...(context.list === undefined
              ? {}
              : context.list.kind === 'bullet'
                ? { bullet: { level: context.list.level } }
                : {
                    numbering: {
                      reference: 'manuscript-numbers',
                      level: context.list.level,
                      instance: context.list.instance,
                    },
                  }),
          }),
        );
        break;
      case 'heading':
        out.push(
          new Paragraph({
            heading: HEADINGS[Math.min(2, Number(node.attrs?.level ?? 1) - 1)] ?? HeadingLevel.HEADING_2,
            children: runs(node.content),
          }),
        );
        break;
      case 'horizontalRule':
        out.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('* * *')] }));
        break;
      case 'blockquote':
        out.push(...paragraphs(node.content, { ...context, quote: true }));
        break;
      case 'bulletList':
      case 'orderedList': {
        const level = context.list === undefined ? 0 : Math.min(8, context.list.level + 1);
        // Each numbered list counts from its own start: a numbering instance of its own.
        const instance = node.type === 'orderedList' ? nextInstance() : (context.list?.instance ?? 0);
        for (const item of node.content ?? []) {
          out.push(
            ...paragraphs(item.content, {
              ...context,
              list: { kind: node.type === 'bulletList' ? 'bullet' : 'number', level, instance },
            }),
          );
        }
        break;
      }
      // A secret block (and anything else unknown) is not the manuscript's.
      default:
        break;
    }
  }
  return out;
}

export async function manuscriptDocx(manuscript: Manuscript): Promise<Uint8Array> {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(manuscript.title)] }),
  ];
  manuscript.chapters.forEach((chapter, index) => {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: index > 0,
        children: [new TextRun(chapter.title)],
      }),
    );
    if (chapter.text !== null) children.push(...paragraphs(chapter.text.doc.content));
  });
  const document = new Document({
    title: manuscript.title,
    creator: 'Fablehold',
    numbering: {
      config: [
        {
          reference: 'manuscript-numbers',
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
