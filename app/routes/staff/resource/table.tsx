/**
 * A desk resource's list: a table in a region that scrolls sideways (reachable by keyboard,
 * named), its caption, a row header naming each row, sorting links on the columns the list
 * sorts by, the row chosen on the page marked aria-current, and each row's Edit link (or the
 * page's own actions) saying which row it is for.
 */
import { Link } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { type PageText, useT } from "~/i18n/I18n";
import { type ListOrder, SortHeader } from "../content-lists";
import type { DeskCell, DeskColumn, DeskList, DeskMessage, DeskResource } from "./definition";
import { Say } from "./say";

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

/** How the list is sorted now, and what else its sorting links keep in the address (the filter). */
export interface DeskOrder {
  order: ListOrder<string>;
  keep?: Record<string, string | undefined>;
}

function Header({ label, sort, data, sorting }: { label: string; sort?: string; data?: boolean; sorting?: DeskOrder }) {
  const { t } = useT();
  if (sort && sorting) return <SortHeader column={sort} label={label} order={sorting.order} keep={sorting.keep} />;
  return (
    <th scope="col" translate={data ? "no" : undefined}>
      {data ? label : t(label)}
    </th>
  );
}

function Cell<Row>({ row, column }: { row: Row; column: DeskColumn<Row> }) {
  const page = useT();
  const cell: DeskCell = typeof column.cell === "function" ? column.cell(row, page) : { data: row[column.cell] as React.ReactNode };
  return "data" in cell ? <td translate="no">{cell.data}</td> : <td lang={cell.lang}>{cell.words}</td>;
}

/** The row header: the row's name, as a link to its own page where it has one. */
function RowHeader<Row>({ list, row, page }: { list: DeskList<Row>; row: Row; page: PageText }) {
  const url = useLocalisedUrl();
  const name = list.rowName(row);
  const link = list.rowLink?.(row, page);
  // A name without a link is stored data; where page words follow it, the name alone is marked so.
  const noted = !link && list.rowNote;
  return (
    <th scope="row" translate={link || noted ? undefined : "no"}>
      {noted ? (
        <span translate="no">{name}</span>
      ) : link?.proper ? (
        <Link to={url(link.route, link.params)} translate="no">
          {name}
        </Link>
      ) : link ? (
        <Link to={url(link.route, link.params)}>
          <span className="visually-hidden">{page.t("Edit")} </span>
          <span lang={link.lang}>{name}</span>
        </Link>
      ) : (
        name
      )}
      {list.rowNote?.(row, page)}
    </th>
  );
}

/**
 * The list of `resource`; `chosen` is the row whose form is open. `query` is what else the Edit
 * links keep in the address (the country whose states these are); `caption` replaces the
 * definition's where it names such a parent. `formTitleId` is where the Edit links lead when the
 * page draws its form itself (default: the definition's form). `actions` replaces the Edit link
 * by the page's own (a confirmed delete); `sorting` makes the sortable columns' headers links.
 */
export function DeskTable<Row>({
  resource,
  rows,
  chosen = null,
  query = {},
  caption,
  formTitleId,
  actions,
  sorting,
}: {
  resource: DeskResource<Row>;
  rows: Row[];
  chosen?: Row | null;
  query?: Record<string, string | number>;
  caption?: DeskMessage;
  formTitleId?: string;
  actions?: (row: Row) => React.ReactNode;
  sorting?: DeskOrder;
}) {
  const url = useLocalisedUrl();
  const page = useT();
  const { t } = page;
  const { list, form, choose } = resource;
  const chosenId = chosen ? list.rowId(chosen) : null;
  const leading = list.leading ?? [];
  const hasActions = Boolean(actions || choose);
  return (
    <ScrollTable label={list.region} caption={<Say message={caption ?? list.caption} />}>
      <thead>
        <tr>
          {leading.map((column) => (
            <Header key={column.header} label={column.header} sort={column.sort} data={column.dataHeader} sorting={sorting} />
          ))}
          <Header label={list.rowHeader} sort={list.rowHeaderSort} sorting={sorting} />
          {list.columns.map((column) => (
            <Header key={column.header} label={column.header} sort={column.sort} data={column.dataHeader} sorting={sorting} />
          ))}
          {hasActions && <th scope="col">{t("Actions")}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const id = list.rowId(row);
          const editName = list.editName?.(row) ?? list.rowName(row);
          return (
            <tr key={id} aria-current={id === chosenId ? "true" : undefined}>
              {leading.map((column) => (
                <Cell key={column.header} row={row} column={column} />
              ))}
              <RowHeader list={list} row={row} page={page} />
              {list.columns.map((column) => (
                <Cell key={column.header} row={row} column={column} />
              ))}
              {actions && <td>{actions(row)}</td>}
              {!actions && choose && (
                <td>
                  <Link to={url(resource.route, {}, { query: { ...query, [choose]: id }, hash: formTitleId ?? form?.titleId })}>
                    {t("Edit")}
                    {/* The row's own name is stored data, not for translation; a message naming it is. */}
                    <span className="visually-hidden" translate={typeof editName === "string" ? "no" : undefined}>
                      {" "}
                      {typeof editName === "string" ? editName : <Say message={editName} />}
                    </span>
                  </Link>
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
