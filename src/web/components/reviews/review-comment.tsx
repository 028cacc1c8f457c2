import { useState } from 'react';
import { Button } from '../ui/button';
import { truncateComment } from './truncate';

/** A review's text exactly as written (React escapes it), cut at `limit` with Read more / Show less. */
export function ReviewComment({
  comment,
  limit,
  className,
}: {
  comment: string;
  limit: number;
  /** The paragraph's classes. */
  className: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const cut = truncateComment(comment, limit);
  return (
    <>
      <p className={className}>{expanded ? comment : cut.text}</p>
      {cut.truncated ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      ) : null}
    </>
  );
}
