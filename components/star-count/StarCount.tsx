// The GitHub item with the repository's star count. The link works from
// the server HTML; the count fills a slot whose width is reserved, so nothing shifts.
import { useEffect, useState } from "react";
import { loadStars, type StarSource } from "./fetch-stars";
import { exactStars, formatStars } from "./star-cache";

export type StarCountProps = StarSource & { href?: string };

/** Island entry: props come from the site config (repo, API, cache keys). */
export default function StarCount(props: StarCountProps) {
  const { api, repo, cacheMs, countKey, timeKey } = props;
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let isCurrent = true;
    loadStars({ api, repo, cacheMs, countKey, timeKey }).then((value) => {
      if (isCurrent) setCount(value);
    });
    return () => {
      isCurrent = false;
    };
  }, [api, repo, cacheMs, countKey, timeKey]);

  const href = props.href ?? `https://github.com/${repo}`;
  const stars = count == null ? "" : `, ${exactStars(count)} stars`;
  return (
    <a
      className="star-count__link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={count == null ? "GitHub" : `GitHub: ${exactStars(count)} stars`}
    >
      <svg className="star-count__github" aria-hidden="true">
        <use href="#icon-github" />
      </svg>
      <svg className="star-count__star" aria-hidden="true">
        <use href="#icon-star" />
      </svg>
      <span className="star-count__count" aria-hidden="true">
        {count == null ? "" : formatStars(count)}
      </span>
      <span className="visually-hidden">{`GitHub repository${stars} (opens in new tab)`}</span>
    </a>
  );
}
