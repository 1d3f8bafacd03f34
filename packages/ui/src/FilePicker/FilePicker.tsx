import { useId, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import { joinClassName } from '../utils/className';
import { fileName as fileNameClass, filePicker } from './FilePicker.css';

export interface FilePickerProps {
  /** The button's text, such as 'Choose a CSV file'. */
  children: ReactNode;
  /** The chosen file's name, or null when none is chosen. */
  fileName: string | null;
  /** Shown instead of a name while none is chosen. */
  emptyText: ReactNode;
  /** Called with the one file chosen (the picker takes one file only). */
  onSelect: (file: File) => void;
  /** The file types the browser's chooser offers: extensions and MIME types. */
  acceptedFileTypes?: readonly string[];
  isDisabled?: boolean;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * One file, chosen with a button that opens the browser's file chooser (react-aria's
 * `FileTrigger`, never more than one file); the chosen file's name (a polite live region) beside
 * it, and it describes the button, so a screen reader hears which file is chosen.
 */
export function FilePicker({
  children,
  fileName,
  emptyText,
  onSelect,
  acceptedFileTypes,
  isDisabled,
  variant = 'secondary',
  className,
}: FilePickerProps) {
  const nameId = useId();
  return (
    <div className={joinClassName(filePicker, className)}>
      <FileTrigger
        allowsMultiple={false}
        acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onSelect(file);
        }}
      >
        <Button variant={variant} isDisabled={isDisabled} aria-describedby={nameId}>
          {children}
        </Button>
      </FileTrigger>
      <span
        id={nameId}
        className={fileNameClass}
        data-empty={fileName ? undefined : true}
        aria-live="polite"
      >
        {fileName ?? emptyText}
      </span>
    </div>
  );
}
