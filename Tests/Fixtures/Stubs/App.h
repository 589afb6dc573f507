// The app's own declarations that the scaffold tests' requests name (passed with -include).
#pragma once
#import <UIKit/UIKit.h>

#pragma clang assume_nonnull begin

@protocol ProfileHeaderDelegate <NSObject>
@end

@interface ProfileHeaderView : UIView
@end

#pragma clang assume_nonnull end
