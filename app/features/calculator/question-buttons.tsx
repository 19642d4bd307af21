/** A question about what the reader typed, and its answers as buttons: each puts its answer in the
 * address, and the page computes again. */
export function QuestionButtons({
  text,
  answers,
  onAnswer,
}: {
  text: string;
  answers: { label: string; patch: Record<string, string | null> }[];
  onAnswer: (patch: Record<string, string | null>) => void;
}) {
  return (
    <>
      <p>{text}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {answers.map((answer) => (
          <button
            key={answer.label}
            type="button"
            onClick={() => onAnswer(answer.patch)}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {answer.label}
          </button>
        ))}
      </div>
    </>
  );
}
