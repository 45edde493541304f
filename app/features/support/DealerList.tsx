/** Dealers with their contact details; the country's primary dealer comes first and says so. */
export interface DealerView {
  id: number;
  name: string;
  isPrimary: boolean;
  addressLines: string;
  city: string;
  postcode: string;
  phone: string;
  email: string;
  website: string;
  stateName: string | null;
  countryName: string;
}

export function DealerList({ dealers, headingLevel = 3 }: { dealers: DealerView[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="dealer-list">
      {dealers.map((dealer) => (
        <li key={dealer.id} className="dealer-card">
          <Heading className="dealer-card__name">{dealer.name}</Heading>
          {dealer.isPrimary && <p className="dealer-card__badge">Primary dealer for {dealer.countryName}</p>}
          <p className="dealer-card__address">
            {[dealer.addressLines, dealer.city, dealer.postcode, dealer.countryName].filter(Boolean).join(", ")}
          </p>
          <dl className="dealer-card__contact">
            {dealer.phone && (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${dealer.phone.replace(/[^+\d]/g, "")}`}>{dealer.phone}</a>
                </dd>
              </>
            )}
            {dealer.email && (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
                </dd>
              </>
            )}
            {dealer.website && (
              <>
                <dt>Website</dt>
                <dd>
                  <a href={dealer.website} rel="noopener noreferrer">
                    {dealer.website.replace(/^https?:\/\//, "")}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
