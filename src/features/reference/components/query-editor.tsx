import { Eraser, Link2, Play, WandSparkles } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Button } from '../../../ui/button';
import { Textarea } from '../../../ui/textarea';
import { EDITOR_PLACEHOLDER, exampleChips, JOIN_EXAMPLE } from '../model/example-queries';
import { isRunShortcut } from '../model/query-console';

type QueryEditorProps = {
  text: string;
  onTextChange: (text: string) => void;
  onRun: () => void;
  onClear: () => void;
  onFormat: () => void;
};

/** The query text with its commands; a chip or Join only fills the editor, Run Query runs it. */
export function QueryEditor({ text, onTextChange, onRun, onClear, onFormat }: QueryEditorProps) {
  const editorId = useId();
  const hintId = useId();
  const editorRef = useRef<HTMLTextAreaElement>(null);

  function fill(source: string) {
    onTextChange(source);
    editorRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isRunShortcut(event)) return;
    event.preventDefault();
    onRun();
  }

  return (
    <section aria-labelledby={`${editorId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${editorId}-heading`} className="sr-only">
        Query editor
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={editorId} className="text-sm font-medium text-fg">
          Query
        </label>
        <Textarea
          id={editorId}
          ref={editorRef}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={EDITOR_PLACEHOLDER}
          aria-describedby={hintId}
          rows={5}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          className="font-mono text-sm leading-relaxed"
        />
        <p id={hintId} className="text-xs text-fg-muted">
          Ctrl+Enter (⌘+Enter on a Mac) runs the query.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" onClick={onClear}>
          <Eraser aria-hidden="true" />
          Clear
        </Button>
        <Button variant="secondary" onClick={() => fill(JOIN_EXAMPLE)}>
          <Link2 aria-hidden="true" />
          Join
        </Button>
        <Button variant="secondary" onClick={onFormat}>
          <WandSparkles aria-hidden="true" />
          Format
        </Button>
        <Button onClick={onRun} className="sm:ml-auto">
          <Play aria-hidden="true" />
          Run Query
        </Button>
      </div>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-xs font-medium text-fg-muted">Examples</h3>
        <ul aria-label="Example queries" className="flex flex-wrap gap-2">
          {exampleChips().map((example) => (
            <li key={example.sql}>
              <button
                type="button"
                title={example.sql}
                onClick={() => fill(example.sql)}
                className="rounded-full border border-border-strong bg-surface-raised px-3 py-1 text-xs text-fg hover:border-accent hover:bg-accent-soft"
              >
                {example.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
