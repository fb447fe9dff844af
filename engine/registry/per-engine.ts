/**
 * One instance per engine (the app has one; each test builds its own): a widget's model shared by
 * its rules, its views and its bar, made on first use from the engine it is asked for. The extra
 * arguments only matter to that first call (a test's fakes).
 */
export function perEngine<Stores extends object, Extra extends unknown[], Model>(
  create: (stores: Stores, ...extra: Extra) => Model,
): (stores: Stores, ...extra: Extra) => Model {
  const made = new WeakMap<Stores, Model>();
  return (stores, ...extra) => {
    let model = made.get(stores);
    if (model === undefined) {
      model = create(stores, ...extra);
      made.set(stores, model);
    }
    return model;
  };
}
