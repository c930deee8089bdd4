import { useRef } from 'react';

/** A button that opens the device's file picker for a JSON file (a pack, a backup): the file chosen, once each time. */
export function JsonFileButton({
  label,
  className,
  onFile,
  testId,
}: {
  readonly label: string;
  readonly className: string;
  readonly onFile: (file: File) => void;
  /** The hidden input's test id, for tests that hand it a file as the picker would. */
  readonly testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} className={className}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="hidden"
        data-testid={testId}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          // The same file chosen again is a new choice.
          e.target.value = '';
        }}
      />
    </>
  );
}
