/** What an import brought in and what it left out, and why. */
import { useTranslation } from '../../i18n/use-translation';
import type { ImportReport } from '../../domain/import/trello';
import { formatNumber } from '../../i18n/format';
import { skipLine } from './import-text';

export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('import');
  const { t: tImporter } = useTranslation('importer');
  const rows: [string, string][] = [
    [t('rows.lists'), t('openArchived', report.lists)],
    [t('rows.cards'), t('openArchived', report.cards)],
    [t('rows.labels'), formatNumber(report.labels)],
    [t('rows.checklists'), t('checklistItems', { count: report.checklists, items: report.checkItems })],
    [t('rows.comments'), formatNumber(report.comments)],
  ];
  return (
    <div className="import-report">
      <table>
        <tbody>
          {rows.map(([what, count]) => (
            <tr key={what}>
              <th scope="row">{what}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.skipped.length > 0 && (
        <>
          <h3>{t('skipped')}</h3>
          <ul>
            {report.skipped.map((note, i) => {
              const { what, why } = skipLine(tImporter, note);
              return (
                <li key={i}>
                  <strong>{what}</strong>: {why}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
