/** The business's answer under a review, headed "Your reply" or "Response from …". */
export function ReviewReply({ heading, reply }: { heading: string; reply: string }) {
  return (
    <div className="rounded-md border-l-4 border-primary-300 bg-primary-50 p-3 text-sm">
      <p className="font-medium text-slate-900">{heading}</p>
      <p className="whitespace-pre-line text-slate-800">{reply}</p>
    </div>
  );
}
