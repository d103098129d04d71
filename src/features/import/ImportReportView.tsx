/** What an import brought in and what it left out, and why. */
import type { ImportReport } from '../../domain/import/trello';

export function ImportReportView({ report }: { report: ImportReport }) {
  const rows: [string, string][] = [
    ['Lists', `${report.lists.open} open, ${report.lists.archived} archived`],
    ['Cards', `${report.cards.open} open, ${report.cards.archived} archived`],
    ['Labels', String(report.labels)],
    ['Checklists', `${report.checklists} with ${report.checkItems} items`],
    ['Comments', String(report.comments)],
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
          <h3>Not imported, or imported differently</h3>
          <ul>
            {report.skipped.map((s, i) => (
              <li key={i}>
                <strong>{s.what}</strong>: {s.why}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
