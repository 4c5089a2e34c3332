import { Link } from 'react-router';
import { Button } from './button';
import { PageHeader } from './page-header';

export type DetailNotFoundProps = {
  /** The page's h1, e.g. "Novel Not Found". */
  title: string;
  /** One sentence saying what happened, e.g. "The novel you're looking for doesn't exist or has been removed." */
  message: string;
  /** Ways out, the first one the main one, e.g. [{ to: '/novels', label: 'Back to Novels' }]. */
  links: readonly { to: string; label: string }[];
  /** An optional back link above the title, as on the found page. */
  back?: { to: string; label: string };
};

/** What a detail page shows for an id that does not exist: a heading, why, and a way back. */
export function DetailNotFound({ title, message, links, back }: DetailNotFoundProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={message} {...(back ? { back } : {})} />
      <div className="flex flex-wrap gap-2">
        {links.map((link, index) => (
          <Button key={link.to} asChild variant={index === 0 ? 'secondary' : 'ghost'}>
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      </div>
    </div>
  );
}
