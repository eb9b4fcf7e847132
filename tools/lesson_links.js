// The lessons link to each other as marimo's gallery serves them: "?file=02_ranking_hands.py".
// On the site each lesson is a page of its own, so a click on such a link goes to that page
// instead, keeping the reader's language and large print:
//   <script src="lesson_links.js" data-kind="static"></script>   in static/NAME.html (inside the
//       lesson page's frame: the whole window goes to lessons/NAME/, or zh/lessons/NAME/)
//   <script src="../lesson_links.js" data-kind="live"></script>  in live/NAME/index.html (goes to live/NAME/)
(function () {
  "use strict";
  const kind = document.currentScript.dataset.kind;
  document.addEventListener("click", (event) => {
    // marimo draws some outputs in shadow roots: look along the whole path for the link
    const link = event.composedPath().find((node) => node instanceof HTMLAnchorElement);
    if (!link || !link.getAttribute("href")) return;
    const url = new URL(link.getAttribute("href"), window.location.href);
    const lesson = /^(\d\d_\w+)\.py$/.exec(url.searchParams.get("file") || "");
    if (!lesson) return;
    event.preventDefault();
    url.searchParams.delete("file");
    const chinese = url.searchParams.get("lang") === "zh";
    if (kind === "live") {
      const query = url.searchParams.toString();
      window.location.href = new URL(`../${lesson[1]}/${query ? "?" + query : ""}`, window.location.href).href;
    } else {
      const page = new URL(`../${chinese ? "zh/" : ""}lessons/${lesson[1]}/`, window.location.href).href;
      (window.top || window).location.href = page;
    }
  }, true);
})();
