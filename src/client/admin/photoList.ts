/**
 * A list whose items hold a photo (the gallery's, the team's) gets "Add photos": a photographer picks a whole shoot
 * at once, each photo becomes a new item of its own, open, with its photo set (and the next free id, where items
 * have one), and what is left is each one's description; Publish commits them all with the file. Decap's list
 * otherwise adds one empty item at a time, each with its own upload. Registered as the "list" widget: Decap's own
 * list, extended, so every list keeps its behaviour and the forms their widget names.
 */

type H = (tag: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
/** What of Decap's Immutable values the list reads: fields, items and lists. */
interface Imm {
  get(k: string): unknown;
  set(k: string, v: unknown): Imm;
  clear(): Imm;
  push(...v: unknown[]): Imm;
  find(f: (x: Imm) => boolean): Imm | undefined;
  toJS(): unknown;
}
interface ListProps {
  field: Imm;
  value?: Imm;
  entry: Imm;
  onChange(v: Imm): void;
  onPersistMedia(file: File, o: { field: Imm }): Promise<{ payload?: { path?: string } } | undefined>;
}
export interface ListControl {
  props: ListProps;
  state: { keys: string[]; itemsCollapsed: boolean[] };
  setState(s: Partial<ListControl['state']>): void;
  render(): unknown;
}
export type ListControlClass = new (props: ListProps) => ListControl;

/** One more than the largest `id` anywhere in `data`: ids are unique across a file (the gallery's two lists). */
export function nextId(data: unknown): number {
  const ids = (v: unknown): number[] =>
    v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => (k === 'id' && typeof x === 'number' ? [x] : ids(x)))
      : [];
  return Math.max(0, ...ids(data)) + 1;
}

export function photoList(h: H, Base: ListControlClass): ListControlClass {
  return class PhotoList extends Base {
    render() {
      const subfields = this.props.field.get('fields') as Imm | undefined;
      const photo = subfields?.find((f) => f.get('widget') === 'image');
      if (!subfields || !photo) return super.render();
      const onChange = (e: { target: HTMLInputElement }) => {
        void this.addPhotos([...(e.target.files ?? [])], photo);
        e.target.value = '';
      };
      return h(
        'div',
        null,
        super.render(),
        h(
          'label',
          { className: 'photo-list-add' },
          'Add photos',
          h('input', { type: 'file', multiple: true, accept: 'image/*,.heic,.heif', onChange }),
        ),
      );
    }

    async addPhotos(files: File[], photo: Imm) {
      const { field, entry, onPersistMedia } = this.props;
      const withId = (field.get('fields') as Imm).find((f) => f.get('name') === 'id');
      let id = nextId((entry.get('data') as Imm).toJS());
      const items: Imm[] = [];
      for (const file of files) {
        // Kept with the entry until Publish, as a photo uploaded through the library is.
        const path = (await onPersistMedia(file, { field: photo }))?.payload?.path;
        if (!path) continue;
        const item = field
          .clear()
          .set(String(photo.get('name')), `${photo.get('public_folder')}/${path.split('/').pop()}`);
        items.push(withId ? item.set('id', id++) : item);
      }
      // As Decap's own "Add" does for one item: each new item open, under a key of its own.
      this.setState({
        keys: [...this.state.keys, ...items.map(() => crypto.randomUUID())],
        itemsCollapsed: [...this.state.itemsCollapsed, ...items.map(() => false)],
      });
      this.props.onChange((this.props.value ?? (field.get('fields') as Imm).clear()).push(...items));
    }
  };
}
