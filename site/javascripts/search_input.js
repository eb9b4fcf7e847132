// Material's search box reads the query when a key is released. Chinese typed through an input
// method, or any text pasted with the mouse, arrives without one, so the box stayed on "type to
// start searching": tell the search that the text changed whenever it does.
document.addEventListener("input", (event) => {
  const box = event.target;
  if (box instanceof HTMLInputElement && box.classList.contains("md-search__input") && !event.isComposing) {
    box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  }
}, true);
document.addEventListener("compositionend", (event) => {
  const box = event.target;
  if (box instanceof HTMLInputElement && box.classList.contains("md-search__input")) {
    box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  }
}, true);
