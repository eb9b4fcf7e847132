// cardschool (tools/live_worker_progress.js, put first in marimo's worker by tools/build_site.py): every file
// the worker downloads (Python, its main file pyodide.asm.wasm, the wheels) reports its bytes as they
// arrive and whether it failed, to the live lesson's page (tools/live_loading.js), as
// {cardschool: {kind: "progress", loaded, pending} | {kind: "failed", url, detail}}. marimo's own messages
// carry its transport's id; it ignores these.
(() => {
  const realFetch = self.fetch.bind(self);
  let loaded = 0;
  let pending = 0;
  let said = 0;
  const say = (what) => self.postMessage({ cardschool: what });
  const progress = (now) => {
    if (now || Date.now() - said > 200) {
      said = Date.now();
      say({ kind: "progress", loaded, pending });
    }
  };
  self.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    pending += 1;
    progress(true);
    let response;
    try {
      response = await realFetch(input, init);
    } catch (error) {
      pending -= 1;
      say({ kind: "failed", url, detail: String(error) });
      throw error;
    }
    if (!response.ok || !response.body) {
      pending -= 1;
      if (!response.ok) say({ kind: "failed", url, detail: `HTTP ${response.status} ${response.statusText}` });
      progress(true);
      return response;
    }
    // from here a file counts as on its way only while a read of it waits for the network (a body
    // nobody reads, or one read slowly by a busy processor, is not a stalled download)
    pending -= 1;
    const reader = response.body.getReader();
    const counted = new ReadableStream({
      async pull(controller) {
        pending += 1;
        try {
          const { done, value } = await reader.read();
          pending -= 1;
          if (done) {
            progress(true);
            controller.close();
            return;
          }
          loaded += value.byteLength;
          progress(false);
          controller.enqueue(value);
        } catch (error) {
          pending -= 1;
          say({ kind: "failed", url, detail: String(error) });
          controller.error(error);
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    const copy = new Response(counted, { status: response.status, statusText: response.statusText,
                                         headers: response.headers });
    Object.defineProperty(copy, "url", { value: response.url });
    return copy;
  };
})();
