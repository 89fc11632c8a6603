import { useMemo, useState } from 'react';
import { Badge, Button, ErrorBlock, InfiniteScroll, SearchBar, Selector } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import { useSearch } from '../../api/search';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { useRegistration } from '../../session/registration';
import { CategoryChips } from './CategoryChips';
import { FiltersSheet } from './FiltersSheet';
import { LocationNote } from './LocationNote';
import { activeFilterCount, NO_FILTERS, sortChoices, toSearchQuery } from './search-filters';
import { setSearchState, useSearchState } from './search-state';
import { SearchHitCard } from './SearchHitCard';
import { useDebounced } from './use-debounced';
import { useMyLocation } from './use-my-location';
import { localDateOf } from '../../lib/zoned-time';

/** /search-services: find a service by words, category and filters, and book it from its card. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const { status } = useRegistration();
  const { text, filters } = useSearchState();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { location, retry } = useMyLocation();
  const coords = location.status === 'known' ? location.coords : null;
  const words = useDebounced(text);
  const query = useMemo(() => toSearchQuery(words, filters, coords, localDateOf()), [words, filters, coords]);
  const search = useSearch(query, t('loadError'));
  const hits = search.data?.pages.flatMap((p) => p.items) ?? [];
  const sorts = sortChoices(words.trim() !== '', coords !== null);
  const sort = query.sort ?? (query.q ? 'relevance' : 'rating');
  const filterCount = activeFilterCount(filters);
  const filtered = filterCount > 0 || filters.category !== null;

  return (
    <Page title={t('title')}>
      <div style={{ padding: '8px 12px 0', display: 'flex', gap: 8, alignItems: 'center' }}>
        <div style={{ flex: 1 }}>
          <SearchBar
            placeholder={t('placeholder')}
            value={text}
            onChange={(value) => setSearchState({ text: value })}
            aria-label={t('placeholder')}
          />
        </div>
        <Badge content={filterCount || null}>
          <Button size="small" onClick={() => setSheetOpen(true)} aria-label={t('filters')}>
            <FilterOutline /> {t('filters')}
          </Button>
        </Badge>
      </div>
      <CategoryChips
        value={filters.category}
        onChange={(category) => setSearchState({ filters: { ...filters, category } })}
      />
      <div style={{ padding: '0 12px 8px' }} role="group" aria-label={t('sort')}>
        <Selector
          columns={sorts.length}
          style={{ '--padding': '4px 6px', fontSize: 13 }}
          options={sorts.map((s) => ({ value: s, label: t(`sorts.${s}`) }))}
          value={[sort]}
          onChange={(v) => v[0] && setSearchState({ filters: { ...filters, sort: v[0] } })}
        />
        {coords === null && <LocationNote location={location} onRetry={retry} />}
      </div>

      {search.isPending ? (
        <PageLoading />
      ) : search.isError ? (
        <div className="form-error" style={{ padding: 12 }}>
          {search.error.message || t('loadError')}
        </div>
      ) : hits.length === 0 ? (
        <ErrorBlock status="empty" title={t('empty')} description={t('emptyHint')}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
            {(t('suggestions', { returnObjects: true }) as string[]).map((s) => (
              <Button key={s} size="small" shape="rounded" onClick={() => setSearchState({ text: s })}>
                {s}
              </Button>
            ))}
            {filtered && (
              <Button
                size="small"
                shape="rounded"
                color="primary"
                onClick={() => setSearchState({ filters: NO_FILTERS })}
              >
                {t('resetFilters')}
              </Button>
            )}
          </div>
        </ErrorBlock>
      ) : (
        <div aria-label={t('results')} role="feed" aria-busy={search.isFetchingNextPage}>
          {hits.map((hit) => (
            <SearchHitCard
              key={`${hit.service.id}:${hit.master?.id ?? 0}:${hit.organization?.id ?? 0}`}
              hit={hit}
              canFavorite={status === 'registered'}
            />
          ))}
          <InfiniteScroll loadMore={async () => void (await search.fetchNextPage())} hasMore={search.hasNextPage}>
            {search.hasNextPage ? t('loadingMore') : t('noMore')}
          </InfiniteScroll>
        </div>
      )}

      <FiltersSheet
        open={sheetOpen}
        filters={filters}
        location={location}
        onRetryLocation={retry}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          setSearchState({ filters: next });
          setSheetOpen(false);
        }}
      />
    </Page>
  );
}
