import { Link2, Monitor, Printer, Tablet } from 'lucide-react';
import { Link } from 'wouter';
import { CopyLinkByHand, useCopyLink } from '../../../components/share/copy-link';
import { Button, buttonVariants } from '../../../components/ui/button';

const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });

/** The room's other screens (kiosk, TV board, poster) and its public join link. */
export function RoomLinks({
  roomId,
  roomName,
  joinUrl,
}: {
  roomId: number;
  roomName: string;
  joinUrl: string;
}) {
  const joinLink = useCopyLink('Join link copied');
  return (
    <nav aria-label={`Screens of ${roomName}`} className="flex flex-wrap gap-2">
      <Link href={`/walk-ins/${roomId}/kiosk`} className={linkClass}>
        <Tablet aria-hidden="true" />
        Kiosk
      </Link>
      <Link href={`/walk-ins/${roomId}/board`} className={linkClass}>
        <Monitor aria-hidden="true" />
        TV board
      </Link>
      <Link href={`/walk-ins/${roomId}/poster`} className={linkClass}>
        <Printer aria-hidden="true" />
        Poster
      </Link>
      <Button variant="outline" size="sm" onClick={() => joinLink.copy(joinUrl)}>
        <Link2 aria-hidden="true" />
        Copy join link
      </Button>
      <CopyLinkByHand
        link={joinLink.refused}
        onClose={joinLink.dismiss}
        title="Join link"
        description="Copy this link and share it with your visitors."
        label="Join link"
      />
    </nav>
  );
}
