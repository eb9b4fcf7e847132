// The lessons link to each other as marimo's gallery serves them: "?file=02_ranking_hands.py".
// On the site each lesson is a page of its own, so a click on such a link goes to that page
// instead, keeping the reader's language and large print:
//   <script src="lesson_links.js" data-kind="static"></script>   in static/NAME.html (inside the
//       lesson page's frame: the whole window goes to lessons/NAME/, or zh/lessons/NAME/)
//   <script src="../lesson_links.js" data-kind="live"></script>  in live/NAME/index.html (goes to live/NAME/)
// A live lesson opened with no language in its address (?lang=…) opens in the browser's: Chinese for
// any zh* language, else English. The live page is static (no server hears Accept-Language, as
// `marimo run` does: lessons/_kit.py), so this writes ?lang=zh into the address before marimo and the
// loading message (loading.js, after this script) read it; the lesson's switch overrides it as ever.
(function () {
  "use strict";
  const kind = document.currentScript.dataset.kind;
  if (kind === "live") {
    const here = new URL(window.location.href);
    const preferred = (navigator.languages && navigator.languages[0]) || navigator.language || "";
    if (!here.searchParams.has("lang") && /^zh\b/i.test(preferred)) {
      here.searchParams.set("lang", "zh");
      window.history.replaceState(window.history.state, "", here.href);
    }
  }
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

// A Chinese pre-rendered lesson (data-lang="zh"): marimo's own few English words on it, in Chinese.
(function () {
  "use strict";
  if (document.currentScript.dataset.lang !== "zh") return;
  const ZH = {
    "made with marimo": "用 marimo 制作",
    "Loading marimo...": "正在加载 marimo……",
    "Back": "返回",
    "Something went wrong": "出了点问题",
    "Try again": "再试一次",
  };
  function translate(root) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const said = node.nodeValue.trim();
      if (said && ZH[said]) node.nodeValue = node.nodeValue.replace(said, ZH[said]);
    }
  }
  function watch() {
    translate(document.body);
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) {
        if (node.nodeType === Node.ELEMENT_NODE) translate(node);
        else if (node.nodeType === Node.TEXT_NODE && node.parentNode) translate(node.parentNode);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }
  if (document.body) watch();
  else document.addEventListener("DOMContentLoaded", watch);
})();
