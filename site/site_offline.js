// The device keeps the site (build/site/sw.js, from tools/site_sw.js): every page loads this script.
// It starts the site's service worker, and once the page has loaded (a live lesson: once it is ready)
// asks it to keep the rest of the site. A live lesson waits (at most 3 s) for the service worker before
// it loads marimo and Python, so that what it downloads is kept as it arrives: window.csLiveOffline.
(function () {
  "use strict";
  const me = document.currentScript;
  const worker = new URL("sw.js", me.src);
  const supported = "serviceWorker" in navigator && window.isSecureContext;
  let controlled = Promise.resolve();
  if (supported) {
    const registered = navigator.serviceWorker.register(worker.href, { scope: new URL("./", worker).href })
      .catch(() => null);
    controlled = Promise.race([
      registered.then((registration) => registration && (navigator.serviceWorker.controller
        ? null : new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve)))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]).catch(() => null);
    navigator.serviceWorker.addEventListener("message", (event) => {
      if (event.data && event.data.cardschool === "kept") {
        document.documentElement.dataset.csKept = `${event.data.files - event.data.left}/${event.data.files}`;
      }
    });
  }
  window.csLiveOffline = controlled;

  function keep() {
    if (!supported) return;
    navigator.serviceWorker.ready.then((registration) => registration.active &&
      registration.active.postMessage("cardschool-keep"));
  }
  if ("live" in me.dataset) document.addEventListener("cs-live-ready", () => setTimeout(keep, 1000));
  else window.addEventListener("load", () => setTimeout(keep, 2000));
})();
