// A small stand-in for Foundation's declarations that scaffolded Objective-C uses, so the tests
// can run `clang -fsyntax-only` on it where the SDK is absent. Not Apple's headers.
#pragma once
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_ENUM(type, name) enum name : type name; enum name : type
#pragma clang assume_nonnull begin

#define nil ((id)0)
#define Nil ((Class)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
typedef double CGFloat;
typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
extern const CGRect CGRectZero;
static inline CGSize CGSizeMake(CGFloat width, CGFloat height) { CGSize size = { width, height }; return size; }
typedef struct objc_selector *SEL;
typedef struct objc_class *Class;

@class NSString, NSCoder;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
+ (Class)class;
- (instancetype)init;
- (BOOL)isEqual:(nullable id)object;
@end

@protocol NSCopying
- (id)copyWithZone:(nullable void *)zone;
@end

@interface NSString : NSObject <NSCopying>
@property (readonly) NSUInteger length;
@end

@interface NSArray<__covariant ObjectType> : NSObject <NSCopying>
@property (readonly) NSUInteger count;
+ (instancetype)arrayWithObjects:(const ObjectType _Nonnull [_Nonnull])objects count:(NSUInteger)count;
@property (nonatomic, readonly, nullable) ObjectType firstObject;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
- (NSArray *)valueForKey:(NSString *)key;
@end

@interface NSError : NSObject
@end

@interface NSCoder : NSObject
@end

@interface NSIndexPath : NSObject
@property (nonatomic, readonly) NSInteger row;
@property (nonatomic, readonly) NSInteger section;
@end

#pragma clang assume_nonnull end
