/** What a knowledge base search answers, on the API and to the pages alike. */

export interface KbArticleSummary {
  id: number;
  title: string;
  shortDescription: string;
  dateUpdated: string;
  productId: number;
  productName: string;
  /** BCP 47 tag of the language the article is written in. */
  language: string;
}

export interface KbArticle extends KbArticleSummary {
  body: string;
}

export interface KbSearchResult {
  articles: KbArticleSummary[];
  total: number;
  /** The page shown: a page asked for beyond either end shows the first or the last page. */
  page: number;
  perPage: number;
  pageCount: number;
  searchTerm: string;
  productId: number | null;
}
