import { createOrderRequest } from '@wayfare/contracts';
import { type Field, FieldType, type Form, type FormValues, withSchemaLimits } from '@wayfare/eform/core';
import { textField } from '../../../components/screen/index.ts';

// spec 001 §3 (Order, create) and §5, issue 19 §3: the customer, IncludeShipping (ShippingFee shown only
// when ticked), DueDate and the items as a table. Required flags and limits come from
// CreateOrderForOtherItems' body schema; the server's refusals show under their fields.

const ids = {
  surname: 1,
  firstname: 2,
  phone: 3,
  email: 4,
  address: 5,
  shipping: 6,
  fee: 7,
  due: 8,
  items: 9,
};

/** Naira and kobo: a step of 0.01 lets the box take two decimals (spec 000 §2.4). */
const nairaField = (Id: number, FieldName: string, MyKey: string, PageWidth: number): Field => ({
  ...textField(Id, FieldName, MyKey, PageWidth),
  FieldType: FieldType.NumberTextBox,
  RangeStep: 0.01,
});

const itemsField: Field = {
  Id: ids.items,
  FieldName: 'Items',
  FieldType: FieldType.TableQuestions,
  MyKey: 'OrderItems',
  PageWidth: 12,
  ItemObjectName: 'Item',
  PropertyForNameOfItem: 'ItemObjectName',
  CanAdd: true,
  CanDelete: true,
  // Wide enough for an item's name: on a phone the table scrolls sideways instead.
  CellMinWidth: 140,
  WorkingObjs: [],
  Eform: {
    GroupFields: [
      {
        Id: 'Item',
        Fields: [
          textField(1, 'Item', 'ItemObjectName', 5),
          nairaField(2, 'Amount (₦)', 'Amount', 3),
          { ...textField(3, 'Quantity', 'QuatityOrder', 2), FieldType: FieldType.NumberTextBox },
          { ...nairaField(4, 'Weight (kg)', 'Weight', 2), MinNumber: 0 },
        ],
      },
    ],
  },
};

const limited = withSchemaLimits(
  {
    FormName: 'Order',
    GroupFields: [
      {
        Id: 'Customer',
        GroupName: 'Customer',
        ShowGroupName: true,
        Fields: [
          textField(ids.surname, 'Surname', 'Surname', 6),
          textField(ids.firstname, 'First Name', 'Firstname', 6),
          {
            ...textField(ids.phone, 'Phone Number', 'PhoneNumber', 6),
            FieldType: FieldType.PhoneNumberTextBox,
          },
          { ...textField(ids.email, 'E-mail', 'Email', 6), FieldType: FieldType.EmailTextBox },
          { ...textField(ids.address, 'Address', 'Address', 12), FieldType: FieldType.TextArea },
        ],
      },
      {
        Id: 'Order',
        GroupName: 'Order',
        ShowGroupName: true,
        Fields: [
          {
            Id: ids.shipping,
            FieldName: 'Include Shipping',
            FieldType: FieldType.SingleCheckBox,
            MyKey: 'IncludeShipping',
            PageWidth: 4,
            // The engine's option 'true' shows ShippingFee when ticked.
            EformOptions: [{ Id: 'true', OptionName: 'Yes', DependentFields: [ids.fee] }],
          },
          {
            ...nairaField(ids.fee, 'Shipping Fee (₦)', 'ShippingFee', 4),
            MinNumber: 0,
            DependentOnOption: true,
          },
          { ...textField(ids.due, 'Due Date', 'DueDate', 4), FieldType: FieldType.DatePicker },
          itemsField,
        ],
      },
    ],
  },
  createOrderRequest,
);

/**
 * The order form. IncludeShipping is required on the wire (true or false), but unticked is an answer:
 * the box is never required to be ticked. A fee is required when shipping is included.
 */
export const orderForm: Form = {
  ...limited,
  GroupFields: limited.GroupFields.map((group) => ({
    ...group,
    Fields: group.Fields.map((field) => {
      if (field.Id === ids.shipping) return { ...field, Required: false };
      if (field.Id === ids.fee) return { ...field, Required: true };
      return field;
    }),
  })),
};

/** The labels a refusal names the fields by (issue 21). */
export const orderFieldLabels = {
  Firstname: 'First Name',
  PhoneNumber: 'Phone Number',
  Email: 'E-mail',
  IncludeShipping: 'Include Shipping',
  ShippingFee: 'Shipping Fee (₦)',
  DueDate: 'Due Date',
  OrderItems: 'Items',
};

export const newOrder: FormValues = { IncludeShipping: false, OrderItems: [{ QuatityOrder: 1 }] };

const isTicked = (value: unknown) => value === true || value === 'true';
const numberOf = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

type ItemValues = { ItemObjectName?: unknown; Amount?: unknown; QuatityOrder?: unknown; Weight?: unknown };

/** The form's answers as CreateOrderForOtherItems' body. */
export function orderBody(values: FormValues) {
  const shipping = isTicked(values.IncludeShipping);
  const items = (Array.isArray(values.OrderItems) ? values.OrderItems : []) as ItemValues[];
  return {
    Surname: String(values.Surname ?? ''),
    Firstname: String(values.Firstname ?? ''),
    PhoneNumber: String(values.PhoneNumber ?? ''),
    Email: String(values.Email ?? ''),
    Address: String(values.Address ?? ''),
    IncludeShipping: shipping,
    ...(shipping ? { ShippingFee: numberOf(values.ShippingFee) } : {}),
    DueDate: values.DueDate ? String(values.DueDate) : null,
    OrderItems: items.map((item) => ({
      ItemObjectName: String(item.ItemObjectName ?? ''),
      Amount: numberOf(item.Amount) as number,
      QuatityOrder: numberOf(item.QuatityOrder) as number,
      Weight: numberOf(item.Weight) ?? 0,
    })),
  };
}

/**
 * The running total of the form: the items (price × quantity) and the shipping. VAT is added by the
 * server at its configured rate (VAT_PERCENT), so the form does not guess it.
 */
export function runningTotal(values: FormValues) {
  const body = orderBody(values);
  const kobo = (naira: number | undefined) =>
    Number.isFinite(naira) ? Math.round((naira as number) * 100) : 0;
  const items = body.OrderItems.reduce(
    (sum, item) => sum + kobo(item.Amount) * (Number.isInteger(item.QuatityOrder) ? item.QuatityOrder : 0),
    0,
  );
  const shipping = body.IncludeShipping ? kobo(body.ShippingFee) : 0;
  return { items: items / 100, shipping: shipping / 100, total: (items + shipping) / 100 };
}
