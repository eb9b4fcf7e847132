// The live lesson's loading and failure message, in plain words (English, or 简体中文 with ?lang=zh).
//
// tools/build_site.py adds this script to each live lesson's page, before marimo's own scripts:
//   <script src="../loading.js" data-static="../../static/NAME.html" data-mb="22"></script>
// It only listens: it adds a listener to the worker marimo starts (marimo's messages say how far
// Python has got and whether a cell failed) and shows a banner; it changes nothing in marimo.
// The banner is #cs-live, its data-state "loading", "ready" or "failed" (the browser tests read it).
(function () {
  "use strict";
  const me = document.currentScript;
  // a reader who opened the lesson in Chinese (?lang=zh) falls back to the Chinese pre-rendered page
  const chinese = new URLSearchParams(window.location.search).get("lang") === "zh";
  const staticPage = chinese ? me.dataset.static.replace(/\.html$/, ".zh.html") : me.dataset.static;
  const megabytes = me.dataset.mb;
  // marimo's worker reports these three steps, in this order
  const STEPS = {
    "Loading marimo...": 0,
    "Loading notebook and dependencies...": 1,
    "Initializing notebook...": 2,
  };
  // errors marimo shows for cells that did not run because another failed or stopped on purpose
  const NOT_A_FAULT = new Set(["ancestor-prevented", "ancestor-stopped", "interruption"]);

  let banner = null;
  let state = "loading";
  let step = 0;
  const started = Date.now();
  let failure = null;
  let timer = null;

  // in the reader's language: Chinese with ?lang=zh (as the site's Chinese pages open it), else English
  function both(en, zh) {
    return chinese ? `<span lang="zh-Hans">${zh}</span>` : en;
  }

  function staticLink(en, zh) {
    return `<a href="${staticPage}">${both(en, zh)}</a>`;
  }

  function escape(text) {
    const div = document.createElement("div");
    div.textContent = text;
    return div.innerHTML;
  }

  function stepsHtml() {
    const steps = [
      both(`Downloading Python into your browser: about ${megabytes} MB the first time, then your browser keeps it.`,
           `把 Python 下载到浏览器：第一次约 ${megabytes} MB，之后浏览器会保存它。`),
      both("Loading the lesson.", "加载课程。"),
      both("Running the lesson.", "运行课程。"),
    ];
    return "<ol>" + steps.map((text, i) =>
      `<li class="${i < step ? "done" : i === step ? "now" : "later"}">${text}</li>`).join("") + "</ol>";
  }

  function render() {
    if (!banner) return;
    banner.dataset.state = state;
    if (state === "ready") {
      banner.hidden = true;
      banner.innerHTML = "";
      return;
    }
    banner.hidden = false;
    if (state === "loading") {
      const seconds = Math.round((Date.now() - started) / 1000);
      banner.setAttribute("role", "status");
      banner.innerHTML =
        `<p class="cs-live-title">${both("Starting the live lesson…", "正在启动互动课程……")}` +
        ` <span class="cs-live-time">${seconds} s</span></p>` + stepsHtml() +
        (seconds >= 60
          ? `<p class="cs-live-slow">${both("Slow connection or an older device? The first visit can take a few minutes.",
                      "网络慢或设备较旧?第一次可能需要几分钟。")} ` +
            `${staticLink("Read the lesson without its controls meanwhile", "先阅读没有互动的课程")}</p>`
          : "");
      return;
    }
    banner.setAttribute("role", "alert");
    const reason = failure.kind === "python"
      ? both("Part of the lesson stopped with an error. Reload the page to try again; if it happens again, " +
             "please tell your teacher.",
             "课程的一部分出错停止了。请重新加载本页；如果还是出错，请告诉老师。")
      : failure.kind === "browser"
        ? both("This browser cannot run Python (it has no WebAssembly). Please use a recent Chrome, Edge, " +
               "Firefox or Safari.",
               "这个浏览器无法运行 Python(不支持 WebAssembly)。请使用新版的 Chrome、Edge、Firefox 或 Safari。")
        : both("Python could not be loaded into your browser. Check the internet or classroom network " +
               "connection, then reload the page.",
               "无法把 Python 加载到浏览器中。请检查互联网或教室网络的连接，然后重新加载本页。");
    const title = failure.afterStart
      ? both("Something went wrong in the lesson.", "课程出了问题。")
      : both("The live lesson could not start.", "互动课程无法启动。");
    banner.innerHTML =
      `<p class="cs-live-title">${title}</p>` +
      `<p>${reason}</p>` +
      `<p><button type="button" class="cs-live-reload">${both("Reload", "重新加载")}</button> ` +
      `${staticLink("Read the lesson without its controls", "阅读没有互动的课程")}</p>` +
      (failure.detail
        ? `<details><summary>${both("Technical details", "技术细节")}</summary>` +
          `<code>${escape(failure.detail)}</code></details>`
        : "");
    banner.querySelector(".cs-live-reload").addEventListener("click", () => location.reload());
  }

  // every second: the time shown, and the whole banner once, when the slow-connection hint is due
  // (the banner is not rebuilt every second, so that its link can be clicked)
  function tick() {
    const seconds = Math.round((Date.now() - started) / 1000);
    if (seconds >= 60 && !banner.querySelector(".cs-live-slow")) render();
    const time = banner.querySelector(".cs-live-time");
    if (time) time.textContent = `${seconds} s`;
  }

  function fail(kind, detail) {
    if (state === "failed") return;
    if (detail && typeof detail === "object") detail = detail.message || JSON.stringify(detail);
    failure = { kind, detail: detail ? String(detail) : "", afterStart: state === "ready" };
    state = "failed";
    clearInterval(timer);
    render();
  }

  function ready() {
    if (state !== "loading") return;
    state = "ready";
    clearInterval(timer);
    render();
  }

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
          fail("python", [error.exception_type, error.msg].filter(Boolean).join(": "));
        }
      }
    }
  }

  function onWorkerMessage(event) {
    const message = event.data && event.data.data;
    if (!message || message.type !== "message") return;
    if (message.id === "initializingMessage") {
      const next = STEPS[message.payload && message.payload.message];
      if (next !== undefined && next > step) {
        step = next;
        render();
      }
    } else if (message.id === "initializedError") {
      fail("load", message.payload && message.payload.error);
    } else if (message.id === "kernelMessage") {
      onKernelMessage(message.payload && message.payload.message);
    }
  }

  // Listen to the worker that marimo starts (marimo makes exactly one for the notebook).
  const MarimoWorker = window.Worker;
  if (MarimoWorker) {
    window.Worker = class extends MarimoWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", onWorkerMessage);
        this.addEventListener("error", (event) => fail("load", event.message || "the worker script did not load"));
      }
    };
  }

  function show() {
    banner = document.createElement("div");
    banner.id = "cs-live";
    banner.setAttribute("aria-live", "polite");
    document.body.prepend(banner);
    if (typeof WebAssembly !== "object" || !MarimoWorker) fail("browser", "");
    timer = state === "loading" ? setInterval(tick, 1000) : null;
    render();
  }

  if (document.body) show();
  else document.addEventListener("DOMContentLoaded", show);
})();
