import { importKindSpec, type ImportKind, type wire } from '@sightings/domain-model';
import type { Ref } from 'react';
import { muted, subTitle, table, tableBox } from './ImportPage.css';
import { IMPORT_TEXTS } from './importTexts';

export interface ImportPreviewProps {
  kind: ImportKind;
  result: wire.ImportResult;
  /** The line of the operator's text or file a result's line stands for (manual entry: blank lines). */
  lineOf: (line: number) => number;
  headingRef?: Ref<HTMLHeadingElement>;
}

const cell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/**
 * A dry run's answer: its counts, the first valid rows as a small table, and every problem row
 * the server described (line, field, value, why), so the operator can mend the entry or file.
 */
export function ImportPreview({ kind, result, lineOf, headingRef }: ImportPreviewProps) {
  const { fields } = importKindSpec(kind);
  return (
    <>
      <h3 className={subTitle} ref={headingRef} tabIndex={-1}>
        {IMPORT_TEXTS.previewTitle}
      </h3>
      <p className={muted} data-testid="import-summary">
        {IMPORT_TEXTS.previewSummary(result)}
      </p>
      {result.preview.length > 0 ? (
        <div className={tableBox}>
          <table className={table}>
            <caption className={muted}>{IMPORT_TEXTS.previewRows(result.preview.length)}</caption>
            <thead>
              <tr>
                {fields.map((field) => (
                  <th key={field} scope="col">
                    {field}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.preview.map((row, index) => (
                <tr key={index}>
                  {fields.map((field) => (
                    <td key={field}>{cell(row[field])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className={muted}>{IMPORT_TEXTS.noPreviewRows}</p>
      )}
      {result.notValid > 0 ? (
        <>
          <h4 className={subTitle}>{IMPORT_TEXTS.problemsTitle(result.notValid)}</h4>
          {result.problems.length < result.notValid ? (
            <p className={muted}>
              {IMPORT_TEXTS.problemsMore(result.problems.length, result.notValid)}
            </p>
          ) : null}
          {/* A scrolling region a keyboard user can reach and scroll (axe scrollable-region-focusable). */}
          <div
            className={tableBox}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={IMPORT_TEXTS.problemsTitle(result.notValid)}
          >
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{IMPORT_TEXTS.problemLine}</th>
                  <th scope="col">{IMPORT_TEXTS.problemField}</th>
                  <th scope="col">{IMPORT_TEXTS.problemValue}</th>
                  <th scope="col">{IMPORT_TEXTS.problemMessage}</th>
                </tr>
              </thead>
              <tbody>
                {result.problems.map((problem, index) => (
                  <tr key={index}>
                    <td>{lineOf(problem.line)}</td>
                    <td>{problem.field ?? IMPORT_TEXTS.wholeRow}</td>
                    <td>{problem.value}</td>
                    <td>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}
