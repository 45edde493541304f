/**
 * A desk resource's list: a table in a region that scrolls sideways (reachable by keyboard,
 * named), its caption, a row header naming each row, the row chosen on the page marked
 * aria-current, and an Edit link per row that says which row it edits.
 */
import { Link } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import type { DeskCell, DeskColumn, DeskMessage, DeskResource } from "./definition";

/** A catalogue message, with its values when it has them. */
export function Say({ message }: { message: DeskMessage }) {
  const { t } = useT();
  return typeof message === "string" ? t(message) : <T message={message.message} values={message.values} />;
}

/** A table too wide for a narrow screen, in a named region that scrolls sideways and takes focus. */
export function ScrollTable({ label, caption, children }: { label: string; caption: React.ReactNode; children: React.ReactNode }) {
  const { text } = useT();
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={text(label)}>
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

function Cell<Row>({ row, column }: { row: Row; column: DeskColumn<Row> }) {
  const page = useT();
  const cell: DeskCell = typeof column.cell === "function" ? column.cell(row, page) : { data: row[column.cell] as React.ReactNode };
  return "data" in cell ? <td translate="no">{cell.data}</td> : <td>{cell.words}</td>;
}

/**
 * The list of `resource`; `chosen` is the row whose form is open. `query` is what else the Edit
 * links keep in the address (the country whose states these are); `caption` replaces the
 * definition's where it names such a parent.
 */
export function DeskTable<Row>({
  resource,
  rows,
  chosen,
  query = {},
  caption,
}: {
  resource: DeskResource<Row>;
  rows: Row[];
  chosen: Row | null;
  query?: Record<string, string | number>;
  caption?: DeskMessage;
}) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const { list, form } = resource;
  const chosenId = chosen ? list.rowId(chosen) : null;
  return (
    <ScrollTable label={list.region} caption={<Say message={caption ?? list.caption} />}>
      <thead>
        <tr>
          <th scope="col">{t(list.rowHeader)}</th>
          {list.columns.map((column) => (
            <th key={column.header} scope="col" translate={column.dataHeader ? "no" : undefined}>
              {column.dataHeader ? column.header : t(column.header)}
            </th>
          ))}
          <th scope="col">{t("Actions")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = list.rowId(row);
          const name = list.rowName(row);
          const editName = list.editName?.(row) ?? name;
          return (
            <tr key={id} aria-current={id === chosenId ? "true" : undefined}>
              <th scope="row" translate="no">
                {name}
              </th>
              {list.columns.map((column) => (
                <Cell key={column.header} row={row} column={column} />
              ))}
              <td>
                <Link to={url(resource.route, {}, { query: { ...query, [resource.choose]: id }, hash: form?.titleId })}>
                  {t("Edit")}
                  {/* The row's own name is stored data, not for translation; a message naming it is. */}
                  <span className="visually-hidden" translate={typeof editName === "string" ? "no" : undefined}>
                    {" "}
                    {typeof editName === "string" ? editName : <Say message={editName} />}
                  </span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
