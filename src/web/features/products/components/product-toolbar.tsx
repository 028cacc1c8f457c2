import { Plus, Tags } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { Switch } from '../../../components/ui/switch';

type ProductToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  categoryId: string;
  onCategoryChange: (value: string) => void;
  /** Also list deactivated products (a product on past sales is deactivated instead of deleted). */
  showInactive: boolean;
  onShowInactiveChange: (value: boolean) => void;
  categories: readonly { id: number; name: string }[];
  /** Absent for members who may not manage products: the buttons are not shown. */
  onManageCategories?: () => void;
  onAddProduct?: () => void;
};

export function ProductToolbar(props: ProductToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchInput
        className="flex-1"
        aria-label="Search products"
        placeholder="Search products..."
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
      />
      <NativeSelect
        aria-label="Category"
        className="lg:w-56"
        value={props.categoryId}
        onChange={(event) => props.onCategoryChange(event.target.value)}
      >
        <option value="">All Categories</option>
        {props.categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </NativeSelect>
      <div className="flex items-center gap-2">
        <Switch
          id="products-show-inactive"
          checked={props.showInactive}
          onCheckedChange={props.onShowInactiveChange}
        />
        <Label htmlFor="products-show-inactive" className="whitespace-nowrap">
          Show inactive
        </Label>
      </div>
      {props.onManageCategories || props.onAddProduct ? (
        <div className="flex gap-2">
          {props.onManageCategories ? (
            <Button variant="outline" className="flex-1 lg:flex-none" onClick={props.onManageCategories}>
              <Tags aria-hidden="true" />
              Categories
            </Button>
          ) : null}
          {props.onAddProduct ? (
            <Button className="flex-1 lg:flex-none" onClick={props.onAddProduct}>
              <Plus aria-hidden="true" />
              Add Product
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
