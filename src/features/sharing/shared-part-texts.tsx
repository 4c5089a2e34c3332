import type { SharedView } from '../../../common/api/sharing';
import { docFieldOf } from '../../../common/domain/shared';
import { parseRichText } from '../../../common/text/rich-text';
import { findPartKind } from '../../../common/workspace/part-kinds';
import { RichTextView, SecretActionsContext } from '../../ui/rich-text/rich-text-view';
import type { PartSecretActions } from './editor-tools';

// A shared part's long texts as the member's view holds them, for its line on the shared page and its
// own page (decision 100).

/** The long texts of a part, as the view holds them: rich text walked into elements, else plain. */
export function longTextsOf(part: SharedView['parts'][number]) {
  const spec = findPartKind(part.kind);
  return (spec?.fields ?? [])
    .filter((field) => field.input === 'long-text')
    .flatMap((field) => {
      const doc = field.isRichText ? parseRichText(part.data[docFieldOf(field.name)]) : undefined;
      const plain = typeof part.data[field.name] === 'string' ? String(part.data[field.name]) : '';
      if (!doc?.ok && plain.trim() === '') return [];
      return [{ field, doc: doc?.ok ? doc.value : null, plain }];
    });
}

/** Each text under its field's label; an editor's Reveal on secret blocks when `secretActions` is given. */
export function SharedPartTexts({
  texts,
  secretActions,
}: {
  texts: ReturnType<typeof longTextsOf>;
  secretActions?: PartSecretActions | undefined;
}) {
  return (
    <div className="flex flex-col gap-3">
      {texts.map(({ field, doc, plain }) => (
        <div key={field.name} className="flex flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-fg-muted uppercase">{field.label}</p>
          {doc === null ? (
            <p className="prose-text text-sm whitespace-pre-line">{plain}</p>
          ) : secretActions === undefined ? (
            <RichTextView text={doc} className="prose-text text-sm text-fg" />
          ) : (
            <SecretActionsContext.Provider value={(index, node) => secretActions(field.name, index, node)}>
              <RichTextView text={doc} className="prose-text text-sm text-fg" />
            </SecretActionsContext.Provider>
          )}
        </div>
      ))}
    </div>
  );
}
