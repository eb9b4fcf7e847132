// The live lesson's page: the lesson at once, Python behind it, and a plain-words line on how far it has got.
//
// tools/build_site.py puts this script first in each live lesson's page (live/NAME/index.html):
//   <script src="../loading.js" data-reading="../../static/NAME.read.html" data-bytes="27712345"
//           data-stall="30" data-stall-running="120"></script>
// and moves marimo's own scripts and styles into <template id="cs-marimo-head">, so that nothing
// stands between the reader and the lesson:
//
// 1. at once, the lesson's reading copy (the pre-rendered lesson as plain HTML: tools/reading_copy.py),
//    in the reader's language (Chinese with ?lang=zh), under a line that says the lesson becomes
//    interactive in a moment and how far loading has got (bytes and steps);
// 2. then marimo's scripts (taken from the template) and, in marimo's worker, Python; marimo draws the
//    live lesson out of sight, and when its first run is complete the live lesson takes the reading
//    copy's place, at the same cell the reader was reading;
// 3. if any part fails (marimo's scripts, Python's files, a wheel: marimo's worker reports each file,
//    tools/live_worker_progress.js), the line says so in the reader's language and offers Reload; the
//    reading copy stays;
// 4. if nothing arrives for data-stall seconds while something is on its way (data-stall-running seconds
//    while Python runs the lesson), the line says so too and offers Reload, but goes on listening: a
//    slow connection or a busy device may get going again, and then loading carries on where it was and
//    the live lesson still takes the reading copy's place.
//
// The line is #cs-live, its data-state "loading", "stalled" (4: it may yet carry on), "ready" or
// "failed" (3: for good) — the browser tests read it; the reading copy is #cs-reading. It changes
// nothing in marimo: it listens to marimo's worker.
(function () {
  "use strict";
  const me = document.currentScript;
  const chinese = new URLSearchParams(window.location.search).get("lang") === "zh";
  const readingUrl = chinese ? me.dataset.reading.replace(/\.read\.html$/, ".zh.read.html") : me.dataset.reading;
  const expectedBytes = Number(me.dataset.bytes) || 0;
  // the bounds, in seconds (a test may shorten them: window.csLiveBounds = {stall: 3, running: 10})
  const bounds = Object.assign({ stall: Number(me.dataset.stall) || 30, running: Number(me.dataset.stallRunning) || 120 },
                               window.csLiveBounds || {});
  if (chinese) document.documentElement.lang = "zh-Hans";

  // the steps, in order: marimo's worker names the last three
  const STEPS = ["frontend", "python", "lesson", "running"];
  const MARIMO_STEPS = {
    "Loading marimo...": 1,
    "Loading notebook and dependencies...": 2,
    "Initializing notebook...": 3,
  };
  // errors marimo shows for cells that did not run because another failed or stopped on purpose
  const NOT_A_FAULT = new Set(["ancestor-prevented", "ancestor-stopped", "interruption"]);
  // marimo's own English, where it shows on a Chinese page (issue 23)
  const MARIMO_ZH = {
    "Loading marimo...": "正在加载 marimo……",
    "made with marimo": "用 marimo 制作",
    "Back": "返回",
    "Something went wrong": "出了点问题",
    "Report an issue": "报告问题",
    "Try again": "再试一次",
    "An internal error occurred": "程序内部出错了",
    "See console for details.": "详情见浏览器的控制台。",
  };

  let banner = null;
  let reading = null;
  let state = "loading";
  let step = 0;
  let failure = null;
  let timer = null;
  let pageBytes = 0;            // marimo's scripts and styles, as each arrives (the page's resource timing)
  let workerBytes = 0;          // Python and the wheels, as they stream in (marimo's worker)
  let workerPending = 0;        // files marimo's worker is downloading
  let frontendLoaded = false;   // marimo's scripts are in and have run
  const frontendFiles = new Set(); // marimo's files not arrived yet (once all are in, its scripts run: no bytes)
  let lastProgress = Date.now();

  function t(en, zh) {
    return chinese ? zh : en;
  }

  function escape(text) {
    const div = document.createElement("div");
    div.textContent = text;
    return div.innerHTML;
  }

  function megabytes(bytes) {
    return (bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0);
  }

  function progressed() {
    lastProgress = Date.now();
    if (state === "stalled") {              // it got going again: back to the progress line
      state = "loading";
      failure = null;
      render();
    }
  }

  function stepText() {
    return [
      t("marimo's programs", "课程程序"),
      t("Python", "Python 运行环境"),
      t("the lesson", "课程"),
      t("running the lesson", "运行课程"),
    ][step];
  }

  function render() {
    if (!banner) return;
    banner.dataset.state = state;
    banner.dataset.step = STEPS[step];
    if (state === "ready") {
      banner.hidden = true;
      banner.innerHTML = "";
      return;
    }
    banner.hidden = false;
    if (state === "loading") {
      const loaded = pageBytes + workerBytes;
      const total = Math.max(expectedBytes, loaded);
      banner.setAttribute("role", "status");
      banner.innerHTML =
        `<p class="cs-live-title">${t("You can read the lesson now: it becomes interactive in a moment.",
                                      "现在就可以阅读课程，稍等一会儿，按钮和滑块就能用了。")}</p>` +
        `<p class="cs-live-progress"><progress max="${total}" value="${loaded}"></progress> ` +
        `<span class="cs-live-bytes">${t(`${megabytes(loaded)} of about ${megabytes(total)} MB`,
                                          `已下载 ${megabytes(loaded)} MB，共约 ${megabytes(total)} MB`)}</span>` +
        ` · <span class="cs-live-step">${t(`step ${step + 1} of ${STEPS.length}: ${stepText()}`,
                                            `第 ${step + 1} 步，共 ${STEPS.length} 步：${stepText()}`)}</span></p>`;
      return;
    }
    banner.setAttribute("role", "alert");
    const stalled = state === "stalled";
    const reasons = {
      frontend: t("marimo's programs, which run the lesson, could not be downloaded.",
                  "运行课程用的程序没能下载下来。"),
      python: t(`Part of Python could not be downloaded (${failure.file}).`,
                `Python 的一部分没能下载下来（${failure.file}）。`),
      wheel: t(`A package the lesson needs could not be downloaded (${failure.file}).`,
               `课程需要的一个程序包没能下载下来（${failure.file}）。`),
      stalled: t(`Loading stopped: nothing arrived for ${bounds.stall} seconds.`,
                 `加载停住了：${bounds.stall} 秒钟什么都没收到。`),
      running: t(`Python stopped making progress: nothing happened for ${bounds.running} seconds.`,
                 `Python 停住了：${bounds.running} 秒钟没有任何进展。`),
      load: t("Python could not be started in your browser.", "没能在浏览器里启动 Python。"),
      cell: t("Part of the lesson stopped with an error.", "课程的一部分出错停止了。"),
      browser: t("This browser cannot run Python (it has no WebAssembly). Please use a recent Chrome, Edge, " +
                 "Firefox or Safari.",
                 "这个浏览器无法运行 Python（不支持 WebAssembly）。请使用新版的 Chrome、Edge、Firefox 或 Safari。"),
    };
    const advice = failure.kind === "cell"
      ? t("Reload the page to try again; if it happens again, please tell your teacher.",
          "请重新加载本页；如果还是出错，请告诉老师。")
      : failure.kind === "browser"
        ? ""
        : t("Check the connection to this site, then reload the page. You can go on reading the lesson meanwhile.",
            "请检查和本站的网络连接，然后重新加载本页。这期间可以继续阅读课程。");
    const title = stalled
      ? t("The live lesson is taking longer than it should.", "互动课程加载得太久了。")
      : failure.afterStart
        ? t("Something went wrong in the live lesson.", "互动课程出了问题。")
        : t("The live lesson could not start.", "互动课程无法启动。");
    const carryOn = stalled
      ? t("If it makes progress again, the live lesson appears by itself.", "要是之后又有进展，互动课程会自动出现。")
      : "";
    const sentences = [reasons[failure.kind], advice, carryOn].filter(Boolean).join(chinese ? "" : " ");   // no space after 。
    banner.innerHTML =
      `<p class="cs-live-title">${title}</p>` +
      `<p>${sentences}</p>` +
      `<p><button type="button" class="cs-live-reload">${t("Reload", "重新加载")}</button></p>` +
      (failure.detail
        ? `<details><summary>${t("Technical details", "技术细节")}</summary>` +
          `<code>${escape(failure.detail)}</code></details>`
        : "");
    banner.querySelector(".cs-live-reload").addEventListener("click", () => location.reload());
  }

  // the failures that may mend themselves: nothing arrived, or Python was quiet, for too long
  const STALLS = new Set(["stalled", "running"]);

  function fail(kind, detail, file) {
    if (state === "failed" || (state === "stalled" && STALLS.has(kind))) return;
    if (detail && typeof detail === "object") detail = detail.message || JSON.stringify(detail);
    failure = { kind, detail: detail ? String(detail) : "", file: file || "", afterStart: state === "ready" };
    state = STALLS.has(kind) ? "stalled" : "failed";
    if (state === "failed") clearInterval(timer);   // a stall keeps the clock: loading may carry on
    if (!failure.afterStart) showReading();       // the reading copy stays; the half-drawn live lesson does not
    render();
  }

  // ---- the reading copy, and the switch to the live lesson ---------------------------------------

  function showReading() {
    document.body.classList.add("cs-reading-shown");
    if (reading) reading.hidden = false;
  }

  function liveCell(id) {
    return document.getElementById(`cell-${id}`);
  }

  // the scrolling box of an element: its nearest ancestor that scrolls, else the window's
  function scroller(element) {
    for (let node = element && element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight) return node;
    }
    return document.scrollingElement;
  }

  function switchToLive() {
    // the cell the reader is at: the first whose bottom is below the line
    const top = banner && !banner.hidden ? banner.getBoundingClientRect().bottom : 0;
    const cells = reading ? [...reading.querySelectorAll(".cs-cell")] : [];
    const at = cells.find((cell) => cell.getBoundingClientRect().bottom > top + 1);
    const offset = at ? at.getBoundingClientRect().top : 0;
    const scrolled = document.scrollingElement.scrollTop > 0;
    document.body.classList.remove("cs-reading-shown");
    if (reading) reading.remove();              // the live lesson replaces it (a later failure keeps the live one)
    reading = null;
    if (at && scrolled) {
      const target = liveCell(at.dataset.cell);
      if (target) {
        const box = scroller(target);
        box.scrollTop += target.getBoundingClientRect().top - offset;
      }
    }
    document.dispatchEvent(new CustomEvent("cs-live-ready"));
  }

  function ready() {
    if (state === "stalled") progressed();
    if (state !== "loading") return;
    clearInterval(timer);
    // marimo draws the cells just after its run completes: wait for them (at most 5 s)
    const first = reading && reading.querySelector(".cs-cell");
    const until = Date.now() + 5000;
    (function wait() {
      if (state !== "loading") return;
      const drawn = first ? liveCell(first.dataset.cell) : document.querySelector("#root .output-area");
      if (!drawn && Date.now() < until) {
        requestAnimationFrame(wait);
        return;
      }
      state = "ready";
      render();
      switchToLive();
    })();
  }

  // ---- what marimo's worker says ------------------------------------------------------------------

  function onKernelMessage(text) {
    if (typeof text !== "string") text = JSON.stringify(text);
    if (!text.includes('"completed-run"') && !text.includes('"marimo-error"')) return;
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const data = message.data || {};
    if (message.op === "completed-run") {
      ready();
    } else if (data.output && data.output.channel === "marimo-error") {
      for (const error of data.output.data || []) {
        if (!error.raising_cell && !NOT_A_FAULT.has(error.type)) {
          fail("cell", [error.exception_type, error.msg].filter(Boolean).join(": "));
        }
      }
    }
  }

  function fileName(url) {
    try {
      return decodeURIComponent(new URL(url, location.href).pathname.split("/").pop());
    } catch {
      return String(url);
    }
  }

  function onWorkerMessage(event) {
    const ours = event.data && event.data.cardschool;
    if (ours) {
      progressed();
      if (ours.kind === "progress") {
        workerBytes = ours.loaded;
        workerPending = ours.pending;
        if (step < 1) step = 1;
        if (state === "loading") updateProgress();
      } else if (ours.kind === "failed") {
        fail(/\.whl$/.test(fileName(ours.url)) ? "wheel" : "python", `${ours.url}: ${ours.detail}`, fileName(ours.url));
      }
      return;
    }
    const message = event.data && event.data.data;
    if (!message || message.type !== "message") return;
    if (message.id === "initializingMessage") {
      const next = MARIMO_STEPS[message.payload && message.payload.message];
      if (next !== undefined && next > step) {
        step = next;
        progressed();
        render();
      }
    } else if (message.id === "initializedError") {
      fail("load", message.payload && message.payload.error);
    } else if (message.id === "kernelMessage") {
      progressed();
      onKernelMessage(message.payload && message.payload.message);
    }
  }

  function updateProgress() {
    if (!banner || state !== "loading") return;
    const bar = banner.querySelector("progress");
    const bytes = banner.querySelector(".cs-live-bytes");
    if (!bar || !bytes || banner.dataset.step !== STEPS[step]) return render();
    const loaded = pageBytes + workerBytes;
    const total = Math.max(expectedBytes, loaded);
    bar.max = total;
    bar.value = loaded;
    bytes.textContent = t(`${megabytes(loaded)} of about ${megabytes(total)} MB`,
                          `已下载 ${megabytes(loaded)} MB，共约 ${megabytes(total)} MB`);
  }

  // Listen to the worker that marimo starts (marimo makes exactly one for the notebook).
  const MarimoWorker = window.Worker;
  if (MarimoWorker) {
    window.Worker = class extends MarimoWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", onWorkerMessage);
        this.addEventListener("error", (event) => fail("python", event.message || "marimo's worker did not start",
                                                       fileName(String(args[0]))));
      }
    };
  }

  // the page's own downloads (marimo's scripts and styles), as each arrives
  if (window.PerformanceObserver) {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          pageBytes += entry.encodedBodySize || entry.transferSize || 0;
          frontendFiles.delete(entry.name);
        }
        progressed();
        updateProgress();
      }).observe({ type: "resource", buffered: true });
    } catch {
      // an old browser: the steps still show
    }
  }

  // every second: no progress for too long is a failure
  function tick() {
    if (state !== "loading") return;
    const downloading = (!frontendLoaded && frontendFiles.size > 0) || workerPending > 0;
    const quiet = (Date.now() - lastProgress) / 1000;
    if (downloading && quiet > bounds.stall) fail("stalled", `nothing arrived for ${Math.round(quiet)} s`);
    else if (!downloading && quiet > bounds.running) fail("running", `no progress for ${Math.round(quiet)} s`);
  }

  // ---- marimo's scripts, from the template, once the reading copy is on screen --------------------

  function startMarimo() {
    const template = document.getElementById("cs-marimo-head");
    if (!template) return;
    for (const node of template.content.children) {
      const copy = document.createElement(node.tagName.toLowerCase());
      for (const attribute of node.attributes) copy.setAttribute(attribute.name, attribute.value);
      if (copy.src || copy.href) frontendFiles.add(copy.src || copy.href);
      if (copy.tagName === "SCRIPT") {
        copy.addEventListener("load", () => { frontendLoaded = true; progressed(); });
        copy.addEventListener("error", () => fail("frontend", `${copy.src} did not load`, fileName(copy.src)));
      } else if (copy.rel === "stylesheet") {
        copy.addEventListener("error", () => fail("frontend", `${copy.href} did not load`, fileName(copy.href)));
      }
      document.head.appendChild(copy);
    }
  }

  // marimo loads parts of its frontend on demand: one that does not arrive is a failure too
  window.addEventListener("unhandledrejection", (event) => {
    const reason = String((event.reason && event.reason.message) || event.reason || "");
    if (/dynamically imported module|Importing a module script failed|error loading dynamically/i.test(reason)) {
      fail("frontend", reason);
    }
  });

  // marimo's words follow the lesson's language, not the address the page was opened with: the lesson's
  // switch changes <html lang> (lessons/_kit.py, tab_title) without a reload, and marimo's words change
  // with it, both ways (the second walkthrough, item 4). Only the words put in Chinese here are put back.
  const MARIMO_EN = Object.fromEntries(Object.entries(MARIMO_ZH).map(([english, zh]) => [zh, english]));
  const renamed = new Set();
  function inChinese() {
    return /^zh/i.test(document.documentElement.lang || "");
  }

  function translateMarimo(root) {
    if (!inChinese()) return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const said = node.nodeValue.trim();
      if (said && MARIMO_ZH[said]) {
        node.nodeValue = node.nodeValue.replace(said, MARIMO_ZH[said]);
        renamed.add(node);
      }
    }
  }

  function untranslateMarimo() {
    for (const node of renamed) {
      const said = node.nodeValue.trim();
      if (MARIMO_EN[said]) node.nodeValue = node.nodeValue.replace(said, MARIMO_EN[said]);
    }
    renamed.clear();
  }

  async function loadReading() {
    reading = document.createElement("main");
    reading.id = "cs-reading";
    reading.className = "cs-reading";
    reading.lang = chinese ? "zh-Hans" : "en";
    const root = document.getElementById("root");
    if (root && root.nextSibling) root.parentNode.insertBefore(reading, root.nextSibling);
    else document.body.appendChild(reading);
    showReading();
    try {
      const response = await fetch(readingUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      reading.innerHTML = await response.text();
      // the tab is named as the lesson will name it (lessons/_kit.py, tab_title), not by marimo's English title
      const heading = reading.querySelector("h1");
      if (heading) document.title = heading.textContent.split(" · ")[0].trim();
    } catch (error) {
      reading.innerHTML = `<p class="cs-reading-missing">${t("The lesson's text could not be loaded yet: it " +
        "shows when the live lesson is ready.", "课程的文字还没能加载：互动课程准备好后就会显示。")}</p>`;
    }
  }

  async function show() {
    banner = document.createElement("div");
    banner.id = "cs-live";
    banner.setAttribute("aria-live", "polite");
    document.body.prepend(banner);
    translateMarimo(document.body);
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.addedNodes) {
        if (node.nodeType === Node.TEXT_NODE) translateMarimo(node.parentNode || document.body);
        else if (node.nodeType === Node.ELEMENT_NODE) translateMarimo(node);
      }
    }).observe(document.body, { childList: true, subtree: true });
    new MutationObserver(() => {
      if (inChinese()) translateMarimo(document.body);
      else untranslateMarimo();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
    render();
    if (typeof WebAssembly !== "object" || !MarimoWorker) {
      await loadReading();
      return fail("browser", "");
    }
    timer = setInterval(tick, 1000);
    await loadReading();
    progressed();
    if (window.csLiveOffline) await window.csLiveOffline;     // the device's copy of the site (tools/site_offline.js)
    startMarimo();
  }

  if (document.body) show();
  else document.addEventListener("DOMContentLoaded", show);
})();
