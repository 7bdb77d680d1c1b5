// torchdeep's own bridge to the page: the seed in the address (?seed=N) and the browser's
// local storage, where the game keeps its settings, the save and the hall of fame (keys
// "torchdeep/settings", "torchdeep/save", "torchdeep/hall_of_fame", ...). Registered as a
// miniquad plugin, so it is in place before the game starts.
(function () {
  "use strict";
  function url_seed() {
    const text = new URLSearchParams(window.location.search).get("seed");
    if (text === null || !/^[0-9]{1,15}$/.test(text)) {
      return -1;
    }
    return Number(text);
  }
  const PREFIX = "torchdeep/";
  let found = null;
  const text = (ptr, len) => new TextDecoder().decode(new Uint8Array(wasm_memory.buffer, ptr, len));
  function storage_find(key_ptr, key_len) {
    try {
      const value = window.localStorage.getItem(PREFIX + text(key_ptr, key_len));
      found = value === null ? null : new TextEncoder().encode(value);
    } catch (e) {
      found = null; // storage disabled: the game keeps its defaults
    }
    return found === null ? -1 : found.length;
  }
  function storage_take(out_ptr) {
    if (found !== null) {
      new Uint8Array(wasm_memory.buffer, out_ptr, found.length).set(found);
      found = null;
    }
  }
  function storage_store(key_ptr, key_len, value_ptr, value_len) {
    try {
      window.localStorage.setItem(PREFIX + text(key_ptr, key_len), text(value_ptr, value_len));
      return 1;
    } catch (e) {
      return 0;
    }
  }
  function storage_remove(key_ptr, key_len) {
    try {
      window.localStorage.removeItem(PREFIX + text(key_ptr, key_len));
      return 1;
    } catch (e) {
      return 0;
    }
  }
  miniquad_add_plugin({
    register_plugin: function (importObject) {
      importObject.env.torchdeep_url_seed = url_seed;
      importObject.env.torchdeep_storage_find = storage_find;
      importObject.env.torchdeep_storage_take = storage_take;
      importObject.env.torchdeep_storage_store = storage_store;
      importObject.env.torchdeep_storage_remove = storage_remove;
    },
    name: "torchdeep",
    version: 1,
  });
})();
